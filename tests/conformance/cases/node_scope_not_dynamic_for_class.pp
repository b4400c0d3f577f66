$v = 'top'
class c { notify { 'x': message => $v } }
node default { $v = 'node'  include c }
