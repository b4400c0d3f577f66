node 'test.example.com' { notify { 'fqdn node': } }
node default { notify { 'default': } }
