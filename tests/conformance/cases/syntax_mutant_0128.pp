class a  @@notify { 'from-a': } }
class b { Notify <<| |>> }
include b
include a
