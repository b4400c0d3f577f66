type MyT = Variant[String, NoSuchType]
class c(MyT $x = 'a') {}
include c
