class a { notify { 'a': message => $::n } }
node test { $n = 'node' include a }
