notify { 'a': message => @(A) }
  first
  | A
notify { 'b': message => "after" }
