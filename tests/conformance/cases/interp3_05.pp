notify { 'a': message => @(A) }
  first
  A
notify { 'b': message => [@(X), @(Y)] }
  x
  X
  y
  Y
