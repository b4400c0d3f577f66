notify { "x": message => String('a_b-c d'.capitalize) }
