notify { 'my-tag.v1': }
notify { 'x': tag => ['a::b', 'C'] }
