# contain of a class declared elsewhere adds an edge, and Puppet's last
# step passes tags along every edge: Class[Inner] and what it contains
# take D[x]'s tags; include adds no edge and no tags.
class inner { notify { 'in': } }
class outer { class { 'inner': } }
define d { contain inner }
define e { include inner }
class { 'outer': }
d { 'x': }
e { 'y': }
