$t = 'notify'
Resource[$t] { 'dyn': message => 'y' }
