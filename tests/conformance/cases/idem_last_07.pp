class c { include }
include c
