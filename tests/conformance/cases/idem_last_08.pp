include
