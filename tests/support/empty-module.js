// Stands in for 'server-only' outside Next: tests run on the server by definition.
