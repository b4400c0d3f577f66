$t = Notify
$t { 'dyn': message => 'via type var' }
Resource['notify'] { 'dyn2': }
