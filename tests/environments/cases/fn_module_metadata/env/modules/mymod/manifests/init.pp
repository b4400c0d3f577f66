class mymod {}
