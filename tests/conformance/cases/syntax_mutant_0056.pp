Resource['notify'] { 'r1': message => 'on }
Resource[Notify] { 'r2': message => 'two' }
$t = 'notify'
Resource[$t] { 'r3': }
