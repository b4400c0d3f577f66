Resource['notify'] { 'r1': message => 'one' }
Resource[Notify] { 'r2': message => 'two' }
$t = 'notify'
Resource[$t] { 'r3': }
