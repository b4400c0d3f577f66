node 'test' { $n = 'node' include a }
class a { notify { 'x': message => "${n}" } }
