$x = notify { 'a': }
notify { 'b': }
$x -> Notify['b']
