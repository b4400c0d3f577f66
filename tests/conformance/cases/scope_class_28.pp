class a { include a::b }
class a::b { notify { "in ${title}": } }
include a
