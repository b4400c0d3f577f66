class a { notify { 'a': } }
include ['a']
include 'a'
