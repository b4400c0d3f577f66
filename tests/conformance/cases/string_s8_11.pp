$re = /^f(o+)$/
if 'fooo' =~ $re { notify { "len ${1}": } }
notify { 'r': message => [$re, "${re}", String($re)] }
