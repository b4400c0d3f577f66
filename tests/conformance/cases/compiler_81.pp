node 'test.example.com' { notify { 'fqdn': } }
node /^test/ { notify { 'regex': } }
