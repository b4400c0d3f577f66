notify { 'h': message => [@(A), @(B)] }
  first
  | A
  second
  | B
