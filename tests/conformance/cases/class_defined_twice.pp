class c {}
class c {}
