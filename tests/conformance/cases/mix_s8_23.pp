define svc(Array[String, 1] $deps) { }
svc { 'x': deps => [] }
