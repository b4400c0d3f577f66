node 'test.example' { notify { 'partial': } }
node default { notify { 'default': } }
