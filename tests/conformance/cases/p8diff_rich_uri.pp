notify { 'x': message => { 'uri' => URI('https://example.com/x') } }
