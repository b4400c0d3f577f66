class Bad { }
