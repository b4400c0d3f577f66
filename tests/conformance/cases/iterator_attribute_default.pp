$i = [1,2].reverse_each
Notify { message => $i }
notify { 'k': }
