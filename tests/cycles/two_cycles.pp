notify { 'a': before => Notify['b'] }
notify { 'b': before => Notify['a'] }
notify { 'x': notify => Notify['y'] }
notify { 'y': subscribe => Notify['x'], before => Notify['x'] }
