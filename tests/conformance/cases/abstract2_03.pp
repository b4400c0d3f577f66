$r = Resource['notify']
$r { 'a': message => 'via var' }
notify { 'b': require => $r['a'] }
