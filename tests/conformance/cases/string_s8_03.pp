$arr = [1, 'two', [3]]
notify { 'r': message => "arr=${arr} first=${arr[0]} last=${arr[-1]}" }
