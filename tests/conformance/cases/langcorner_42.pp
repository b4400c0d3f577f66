notice { a +> 1 }
