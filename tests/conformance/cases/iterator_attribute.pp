# A resource cannot hold an iterator.
$i = [1,2].reverse_each
notify { 'k': message => [$i] }
