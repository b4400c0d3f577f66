notify { 'x': message => String(true, '%-6p') }
