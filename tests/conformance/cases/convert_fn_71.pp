notify { "x": message => String(String(true, '%-6t')) }
