notify { 'a': }
notify { 'b': message => [Notify['a'] == Notify['a'], Notify['a'] == Resource['notify','a'], Notify['a'] in [Notify['a']]] }
