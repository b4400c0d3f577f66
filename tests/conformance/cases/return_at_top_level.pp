notify { 'a': }
return()
notify { 'b': }
