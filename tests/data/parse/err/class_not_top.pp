class a { }
if true { class b {} }
