$i = [1,2].reverse_each
notify { $i: }
