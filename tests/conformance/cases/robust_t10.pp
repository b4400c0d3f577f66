notice(/a/ =~ 1)
notice('x' =~ /(/)
