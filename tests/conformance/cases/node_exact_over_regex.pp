node /^t/ { notify { 'regex': } }
node 'test.example.com' { notify { 'fqdn': } }
