node 'test.example.com' { notify { 'fqdn': } }
node default { notify { 'd': } }
