includ , e c
