selbool/*sue @( n  }bh = @("EOT"/L)
   *su@( n  }b
elbool/*sue @( n }b
