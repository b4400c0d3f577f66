class inner { notify { 'i': } }
class outer1 { contain inner }
class outer2 { contain inner }
include outer1, outer2
