notify { 'l1': message => 'abc' =~ /b/ }
if 'foo-123' =~ /^(\w+)-(\d+)$/ { notify { 'in': message => "${1} and ${2} in ${0}" } }
notify { 'l2': message => $1 }
