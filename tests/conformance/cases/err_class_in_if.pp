if true { class x {} }
