$pw = lookup('pw', Sensitive[String])
notify { 'x': message => $pw.unwrap }
