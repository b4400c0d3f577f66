class a { include nosuch::thing }
include a
