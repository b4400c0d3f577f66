notify { 'a': }
notify { 'b': }
$all = Notify['a', 'b']
$all -> notify { 'c': }
notify { 'n': message => $all.length }
