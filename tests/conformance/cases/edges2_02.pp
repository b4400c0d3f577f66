stage { 'post': }
Stage['main'] -> Stage['post']
class a { notify { 'a': } }
class { 'a': stage => post }
